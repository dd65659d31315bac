"""F.instance_norm -> ELU: synthesised by warpgym synth (seed 7, index 4498, torch#2, dim 0 x1575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(12600, 16, 32, 32)]


def get_init_inputs():
    return []
