"""F.tanh -> Sigmoid: synthesised by warpgym synth (seed 7, index 3832, torch#2, dim 0 x3119)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.sigmoid_1 = nn.Sigmoid()

    def forward(self, x):
        x = F.tanh(x)
        x = self.sigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(12476, 16, 8, 8, 8)]


def get_init_inputs():
    return []
