"""LayerNorm -> torch.mul -> LogSigmoid -> GELU -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 4486, transformers#5, dim 0 x2353)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """LayerNorm -> torch.mul -> LogSigmoid -> GELU -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=8)
        self.logsigmoid_2 = nn.LogSigmoid()
        self.gelu_3 = nn.GELU()
        self.fastgeluactivation_4 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = torch.mul(x, x1)
        x = self.logsigmoid_2(x)
        x = self.gelu_3(x)
        x = self.fastgeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(9412, 16, 8, 8, 8), torch.randn(9412, 16, 8, 8, 8)]


def get_init_inputs():
    return []
