"""torch.exp -> F.adaptive_avg_pool2d -> ELU -> torch.flipud: synthesised by warpgym synth (seed 7, index 616, torch#4, dim 0 x1399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.adaptive_avg_pool2d -> ELU -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.elu_2 = nn.ELU()

    def forward(self, x):
        x = torch.exp(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.elu_2(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(5596, 32, 32, 32)]


def get_init_inputs():
    return []
