"""torch.diff -> torch.remainder -> F.l1_loss: synthesised by warpgym synth (seed 7, index 6466, torch#3, dim 0 x1909)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> torch.remainder -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.diff(x)
        x = torch.remainder(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(488704, 512), torch.randn(488704, 511), torch.randn(488704, 511)]


def get_init_inputs():
    return []
