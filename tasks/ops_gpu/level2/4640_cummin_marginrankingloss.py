"""torch.cummin -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 6324, torch#2, dim 0 x192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.cummin(x, -1)[0]
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(49152, 512), torch.randn(49152, 512), torch.randn(49152, 512)]


def get_init_inputs():
    return []
