"""torch.arcsinh -> ELU: synthesised by warpgym synth (seed 7, index 5369, torch#2, dim 0 x3787)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(30296, 64, 16, 16)]


def get_init_inputs():
    return []
