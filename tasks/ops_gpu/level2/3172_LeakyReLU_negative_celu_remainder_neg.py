"""LeakyReLU -> torch.negative -> F.celu -> torch.remainder -> torch.neg: synthesised by warpgym synth (seed 7, index 5002, torch#5, dim 0 x807)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> torch.negative -> F.celu -> torch.remainder -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = torch.negative(x)
        x = F.celu(x)
        x = torch.remainder(x, x1)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(206592, 512), torch.randn(206592, 512)]


def get_init_inputs():
    return []
