"""ReflectionPad1d -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4829, torch#2, dim 0 x3912)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad1d -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1, x2):
        x = self.reflectionpad1d_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(250368, 1024), torch.randn(250368, 1026), torch.randn(250368, 1026)]


def get_init_inputs():
    return []
