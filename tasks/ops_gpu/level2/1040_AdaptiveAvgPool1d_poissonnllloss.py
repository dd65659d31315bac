"""AdaptiveAvgPool1d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 1432, torch#2, dim 0 x3863)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool1d_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(1977856, 256), torch.randn(1977856, 4)]


def get_init_inputs():
    return []
