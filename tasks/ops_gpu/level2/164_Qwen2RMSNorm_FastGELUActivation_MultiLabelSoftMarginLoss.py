"""hf.Qwen2RMSNorm -> hf.FastGELUActivation -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 220, transformers#3, dim 0 x93)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> hf.FastGELUActivation -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=128)
        self.fastgeluactivation_1 = FastGELUActivation()
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = self.fastgeluactivation_1(x)
        x = self.multilabelsoftmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(744, 256, 128), torch.randn(744, 256, 128)]


def get_init_inputs():
    return []
