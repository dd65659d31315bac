"""torch.topk -> F.log_softmax: synthesised by warpgym synth (seed 7, index 555, torch#2, dim 0 x2197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(8788, 32, 32, 32)]


def get_init_inputs():
    return []
