"""torch.sort -> GLU -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 6299, torch#3, dim 0 x4963)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> GLU -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x, x1):
        x = torch.sort(x)[0]
        x = self.glu_1(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(39704, 16, 32, 32), torch.randn(39704, 16, 32, 16)]


def get_init_inputs():
    return []
