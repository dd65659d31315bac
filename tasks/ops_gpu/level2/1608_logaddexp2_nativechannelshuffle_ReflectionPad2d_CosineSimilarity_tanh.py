"""torch.logaddexp2 -> F.native_channel_shuffle -> ReflectionPad2d -> CosineSimilarity -> F.tanh: synthesised by warpgym synth (seed 7, index 2549, torch#5, dim 0 x675)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> F.native_channel_shuffle -> ReflectionPad2d -> CosineSimilarity -> F.tanh"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_2 = nn.ReflectionPad2d(padding=1)
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = torch.logaddexp2(x, x1)
        x = F.native_channel_shuffle(x, 2)
        x = self.reflectionpad2d_2(x)
        x = self.cosinesimilarity_3(x, x2)
        x = F.tanh(x)
        return x


def get_inputs():
    return [torch.randn(5400, 64, 16, 16), torch.randn(5400, 64, 16, 16), torch.randn(5400, 64, 18, 18)]


def get_init_inputs():
    return []
