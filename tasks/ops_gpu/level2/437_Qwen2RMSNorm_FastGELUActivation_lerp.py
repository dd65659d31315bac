"""hf.Qwen2RMSNorm -> hf.FastGELUActivation -> torch.lerp: synthesised by warpgym synth (seed 7, index 691, transformers#3, dim 0 x929)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> hf.FastGELUActivation -> torch.lerp"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=16)
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x, x1, x2):
        x = self.qwen2rmsnorm_0(x)
        x = self.fastgeluactivation_1(x)
        x = torch.lerp(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(14864, 32, 16, 16), torch.randn(14864, 32, 16, 16), torch.randn(14864, 32, 16, 16)]


def get_init_inputs():
    return []
