"""torch.topk -> F.log_softmax -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 4890, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> F.log_softmax -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = F.log_softmax(x)
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
