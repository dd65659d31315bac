"""torch.tan -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 2748, torch#2, dim 0 x2859)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.tan(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(731904, 512), torch.randn(731904, 512)]


def get_init_inputs():
    return []
