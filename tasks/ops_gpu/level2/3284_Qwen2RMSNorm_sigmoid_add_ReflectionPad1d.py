"""hf.Qwen2RMSNorm -> F.sigmoid -> torch.add -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 5173, transformers#4, dim 0 x547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> F.sigmoid -> torch.add -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=512)
        self.reflectionpad1d_3 = nn.ReflectionPad1d(padding=1)

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = F.sigmoid(x)
        x = torch.add(x, x1)
        x = self.reflectionpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(140032, 512), torch.randn(140032, 512)]


def get_init_inputs():
    return []
