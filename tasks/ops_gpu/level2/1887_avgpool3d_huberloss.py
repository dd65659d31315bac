"""F.avg_pool3d -> F.huber_loss: synthesised by warpgym synth (seed 7, index 2579, torch#2, dim 0 x6500)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool3d -> F.huber_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.avg_pool3d(x, 3)
        x = F.huber_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(26000, 32, 32, 32), torch.randn(26000, 10, 10, 10)]


def get_init_inputs():
    return []
