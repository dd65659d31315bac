"""torch.lgamma -> torch.topk -> GLU: synthesised by warpgym synth (seed 10, index 145, torch#3, dim 0 x4918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.topk -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = torch.lgamma(x)
        x = torch.topk(x, 2)[0]
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(19672, 32, 32, 32)]


def get_init_inputs():
    return []
