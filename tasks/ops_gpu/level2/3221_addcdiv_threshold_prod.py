"""torch.addcdiv -> F.threshold -> torch.prod: synthesised by warpgym synth (seed 7, index 5069, torch#3, dim 0 x10069)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> F.threshold -> torch.prod"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcdiv(x, x1, x2)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.prod(x, -1)
        return x


def get_inputs():
    return [torch.randn(1288832, 256), torch.randn(1288832, 256), torch.randn(1288832, 256)]


def get_init_inputs():
    return []
