"""torch.hypot -> Softmax2d: synthesised by warpgym synth (seed 7, index 3246, torch#2, dim 0 x926)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(7408, 256, 128), torch.randn(7408, 256, 128)]


def get_init_inputs():
    return []
