"""torch.min -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 1006, torch#2, dim 0 x1108)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2, x3):
        x = torch.min(x, x1)
        x = F.margin_ranking_loss(x, input2=x2, target=x3)
        return x


def get_inputs():
    return [torch.randn(17728, 32, 256), torch.randn(17728, 32, 256), torch.randn(17728, 32, 256), torch.randn(17728, 32, 256)]


def get_init_inputs():
    return []
