"""torch.arcsinh -> torch.matmul -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 3321, torch#3, dim 0 x680)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> torch.matmul -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.arcsinh(x)
        x = torch.matmul(x, x1)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(5440, 16, 32, 32), torch.randn(5440, 16, 32, 32)]


def get_init_inputs():
    return []
