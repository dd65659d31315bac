"""torch.neg -> L1Loss: synthesised by warpgym synth (seed 7, index 1185, torch#2, dim 0 x1860)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = torch.neg(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(476160, 256), torch.randn(476160, 256)]


def get_init_inputs():
    return []
