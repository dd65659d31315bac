"""F.softmax -> ELU -> F.glu -> SiLU: synthesised by warpgym synth (seed 8, index 51, torch#4, dim 0 x5059)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> ELU -> F.glu -> SiLU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()
        self.silu_3 = nn.SiLU()

    def forward(self, x):
        x = F.softmax(x)
        x = self.elu_1(x)
        x = F.glu(x)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(20236, 32, 32, 32)]


def get_init_inputs():
    return []
