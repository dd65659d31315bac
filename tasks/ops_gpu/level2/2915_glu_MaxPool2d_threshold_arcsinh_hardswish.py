"""F.glu -> MaxPool2d -> F.threshold -> torch.arcsinh -> F.hardswish: synthesised by warpgym synth (seed 7, index 4607, torch#5, dim 0 x3068)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> MaxPool2d -> F.threshold -> torch.arcsinh -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = F.glu(x)
        x = self.maxpool2d_1(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.arcsinh(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(24544, 16, 32, 32)]


def get_init_inputs():
    return []
