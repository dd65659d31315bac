"""torch.arcsinh -> Softmax: synthesised by warpgym synth (seed 7, index 6038, torch#2, dim 0 x3982)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(15928, 16, 8, 8, 8)]


def get_init_inputs():
    return []
