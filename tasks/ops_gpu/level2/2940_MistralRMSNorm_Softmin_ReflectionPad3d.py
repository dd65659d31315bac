"""hf.MistralRMSNorm -> Softmin -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 4652, transformers#3, dim 0 x1378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> Softmin -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=32)
        self.softmin_1 = nn.Softmin()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.softmin_1(x)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(5512, 32, 32, 32)]


def get_init_inputs():
    return []
