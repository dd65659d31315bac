"""L1Loss: synthesised by warpgym synth (seed 7, index 300, torch#1, dim 0 x3897)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_0 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.l1loss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(31176, 64, 16, 16), torch.randn(31176, 64, 16, 16)]


def get_init_inputs():
    return []
