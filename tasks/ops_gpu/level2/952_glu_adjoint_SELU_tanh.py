"""F.glu -> torch.adjoint -> SELU -> F.tanh: synthesised by warpgym synth (seed 7, index 1545, torch#4, dim 0 x5931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.adjoint -> SELU -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = F.glu(x)
        x = torch.adjoint(x)
        x = self.selu_2(x)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(759168, 256)]


def get_init_inputs():
    return []
