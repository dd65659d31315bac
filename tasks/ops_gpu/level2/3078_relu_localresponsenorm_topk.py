"""F.relu -> F.local_response_norm -> torch.topk: synthesised by warpgym synth (seed 7, index 4868, torch#3, dim 0 x1228)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.local_response_norm -> torch.topk"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu(x)
        x = F.local_response_norm(x, size=4)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(9824, 256, 128)]


def get_init_inputs():
    return []
