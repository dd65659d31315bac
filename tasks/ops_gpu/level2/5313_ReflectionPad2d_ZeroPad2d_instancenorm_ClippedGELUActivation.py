"""ReflectionPad2d -> ZeroPad2d -> F.instance_norm -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 10, index 65, transformers#4, dim 0 x3017)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """ReflectionPad2d -> ZeroPad2d -> F.instance_norm -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.clippedgeluactivation_3 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.zeropad2d_1(x)
        x = F.instance_norm(x)
        x = self.clippedgeluactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(12068, 32, 32, 32)]


def get_init_inputs():
    return []
