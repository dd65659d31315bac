"""F.cosine_similarity -> torch.msort -> torch.cholesky_solve -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 1925, torch#4, dim 0 x5640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.msort -> torch.cholesky_solve -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_3 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1, x2):
        x = F.cosine_similarity(x, x1)
        x = torch.msort(x)
        x = torch.cholesky_solve(x, x2)
        x = self.adaptivemaxpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(22560, 16, 8, 8, 8), torch.randn(22560, 16, 8, 8, 8), torch.randn(22560, 8, 8, 8)]


def get_init_inputs():
    return []
