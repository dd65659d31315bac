"""torch.topk -> F.soft_margin_loss: synthesised by warpgym synth (seed 7, index 3729, torch#2, dim 0 x2975)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> F.soft_margin_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.topk(x, 2)[0]
        x = F.soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(47600, 32, 16, 16), torch.randn(47600, 32, 16, 2)]


def get_init_inputs():
    return []
