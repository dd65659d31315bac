"""torch.arcsinh -> GLU: synthesised by warpgym synth (seed 8, index 214, torch#2, dim 0 x2551)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(20408, 256, 128)]


def get_init_inputs():
    return []
