"""L1Loss: synthesised by warpgym synth (seed 7, index 2417, torch#1, dim 0 x1120)."""
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
    return [torch.randn(35840, 128, 64), torch.randn(35840, 128, 64)]


def get_init_inputs():
    return []
