"""torch.clamp_min -> L1Loss: synthesised by warpgym synth (seed 7, index 4980, torch#2, dim 0 x3248)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = torch.clamp_min(x, 0.5)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12992, 32, 32, 32), torch.randn(12992, 32, 32, 32)]


def get_init_inputs():
    return []
