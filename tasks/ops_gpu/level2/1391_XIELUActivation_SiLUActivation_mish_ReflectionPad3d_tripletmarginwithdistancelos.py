"""hf.XIELUActivation -> hf.SiLUActivation -> F.mish -> ReflectionPad3d -> F.triplet_margin_with_distance_loss: synthesised by warpgym synth (seed 7, index 1911, transformers#5, dim 0 x44)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> hf.SiLUActivation -> F.mish -> ReflectionPad3d -> F.triplet_margin_with_distance_loss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.siluactivation_1 = SiLUActivation()
        self.reflectionpad3d_3 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1, x2):
        x = self.xieluactivation_0(x)
        x = self.siluactivation_1(x)
        x = F.mish(x)
        x = self.reflectionpad3d_3(x)
        x = F.triplet_margin_with_distance_loss(x, negative=x1, positive=x2)
        return x


def get_inputs():
    return [torch.randn(352, 16, 32, 32), torch.randn(352, 18, 34, 34), torch.randn(352, 18, 34, 34)]


def get_init_inputs():
    return []
