"""torch.mul -> F.cosine_similarity -> ConstantPad3d: synthesised by warpgym synth (seed 9, index 126, torch#3, dim 0 x296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> F.cosine_similarity -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = torch.mul(x, x1)
        x = F.cosine_similarity(x, x2)
        x = self.constantpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(2368, 64, 16, 16), torch.randn(2368, 64, 16, 16), torch.randn(2368, 64, 16, 16)]


def get_init_inputs():
    return []
