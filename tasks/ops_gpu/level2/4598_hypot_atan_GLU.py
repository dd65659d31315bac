"""torch.hypot -> torch.atan -> GLU: synthesised by warpgym synth (seed 8, index 256, torch#3, dim 0 x3214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> torch.atan -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_2 = nn.GLU()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = torch.atan(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(51424, 32, 16, 16), torch.randn(51424, 32, 16, 16)]


def get_init_inputs():
    return []
