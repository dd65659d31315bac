"""F.local_response_norm -> Softmax -> torch.abs -> ReflectionPad3d -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 3279, torch#5, dim 0 x923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> Softmax -> torch.abs -> ReflectionPad3d -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.reflectionpad3d_3 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = F.local_response_norm(x, size=4)
        x = self.softmax_1(x)
        x = torch.abs(x)
        x = self.reflectionpad3d_3(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(14768, 32, 16, 16)]


def get_init_inputs():
    return []
