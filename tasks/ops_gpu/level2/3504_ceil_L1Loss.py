"""torch.ceil -> L1Loss: synthesised by warpgym synth (seed 7, index 4796, torch#2, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = torch.ceil(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(25536, 128, 64), torch.randn(25536, 128, 64)]


def get_init_inputs():
    return []
