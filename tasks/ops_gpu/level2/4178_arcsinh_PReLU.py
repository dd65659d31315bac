"""torch.arcsinh -> PReLU: synthesised by warpgym synth (seed 7, index 6563, torch#2, dim 0 x3500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(28000, 16, 32, 32)]


def get_init_inputs():
    return []
