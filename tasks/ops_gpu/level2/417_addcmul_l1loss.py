"""torch.addcmul -> F.l1_loss: synthesised by warpgym synth (seed 7, index 560, torch#2, dim 0 x3631)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> F.l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.addcmul(x, x1, x2)
        x = F.l1_loss(x, target=x3)
        return x


def get_inputs():
    return [torch.randn(232384, 1024), torch.randn(232384, 1024), torch.randn(232384, 1024), torch.randn(232384, 1024)]


def get_init_inputs():
    return []
