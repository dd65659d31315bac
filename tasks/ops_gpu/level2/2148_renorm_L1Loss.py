"""torch.renorm -> L1Loss: synthesised by warpgym synth (seed 7, index 2927, torch#2, dim 0 x4698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.renorm -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(300672, 1024), torch.randn(300672, 1024)]


def get_init_inputs():
    return []
