"""torch.heaviside -> F.l1_loss: synthesised by warpgym synth (seed 7, index 6140, torch#2, dim 0 x9905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.heaviside(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(1267840, 256), torch.randn(1267840, 256), torch.randn(1267840, 256)]


def get_init_inputs():
    return []
