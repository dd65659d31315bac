"""F.celu -> F.cosine_similarity -> ReflectionPad3d -> torch.sinc: synthesised by warpgym synth (seed 7, index 2046, torch#4, dim 0 x1295)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> F.cosine_similarity -> ReflectionPad3d -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1):
        x = F.celu(x)
        x = F.cosine_similarity(x, x1)
        x = self.reflectionpad3d_2(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(2590, 8, 8, 16, 16), torch.randn(2590, 8, 8, 16, 16)]


def get_init_inputs():
    return []
