"""ReflectionPad3d -> F.normalize -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 2157, torch#3, dim 0 x488)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> F.normalize -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1):
        x = self.reflectionpad3d_0(x)
        x = F.normalize(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(7808, 32, 16, 16), torch.randn(7808, 34, 18, 18)]


def get_init_inputs():
    return []
