"""GLU -> torch.tril: synthesised by warpgym synth (seed 7, index 5139, torch#2, dim 0 x10346)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(662144, 1024)]


def get_init_inputs():
    return []
