"""torch.subtract -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 6098, torch#2, dim 0 x1028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.subtract -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.subtract(x, x1)
        x = F.margin_ranking_loss(x, input2=x2, target=x3)
        return x


def get_inputs():
    return [torch.randn(526336, 256), torch.randn(526336, 256), torch.randn(526336, 256), torch.randn(526336, 256)]


def get_init_inputs():
    return []
