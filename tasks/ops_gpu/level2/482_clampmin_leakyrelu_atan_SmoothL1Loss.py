"""torch.clamp_min -> F.leaky_relu -> torch.atan -> SmoothL1Loss: synthesised by warpgym synth (seed 7, index 653, torch#4, dim 0 x1213)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> F.leaky_relu -> torch.atan -> SmoothL1Loss"""

    def __init__(self):
        super().__init__()
        self.smoothl1loss_3 = nn.SmoothL1Loss()

    def forward(self, x, x1):
        x = torch.clamp_min(x, 0.5)
        x = F.leaky_relu(x)
        x = torch.atan(x)
        x = self.smoothl1loss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(19408, 32, 16, 16), torch.randn(19408, 32, 16, 16)]


def get_init_inputs():
    return []
